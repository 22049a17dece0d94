"""Hybrid attention/SSM decoder layer whose SSM states are mirrored to host memory."""
