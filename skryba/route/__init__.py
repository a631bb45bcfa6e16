"""Talking to the chat-completion route: the client (Brama), its errors and retries, the
route check, its shared limits, and where its key comes from."""
