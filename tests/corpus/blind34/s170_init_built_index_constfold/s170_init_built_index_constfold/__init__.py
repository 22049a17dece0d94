"""Fusion forward over an index built at import time from a config."""
