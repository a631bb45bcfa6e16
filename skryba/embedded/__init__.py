"""The embedded default route: the bundled SmolLM2 model served by llama-cpp-python."""
