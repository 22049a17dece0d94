"""Attention output projection with a cached communicator per rank subset."""
