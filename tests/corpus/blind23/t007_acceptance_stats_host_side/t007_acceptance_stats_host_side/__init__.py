"""Greedy speculative verification with adaptive draft length."""
