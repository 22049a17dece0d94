"""Retriever runner that routes queries to index shards by centroid."""
