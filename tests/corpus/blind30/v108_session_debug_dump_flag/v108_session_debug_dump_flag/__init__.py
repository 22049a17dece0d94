"""Conversation KV carry-over between turns, with an optional debug dump."""
