"""Draft-token verification with modified rejection sampling."""
