"""LongRoPE-style short/long factor switching for a phi-like decoder."""
