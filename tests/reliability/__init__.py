"""Reliability and security tests: route faults, crashes, bad input, injection and secrets."""
