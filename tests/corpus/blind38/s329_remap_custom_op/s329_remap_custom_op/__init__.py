"""Ranker whose raw-id remapping runs as an opaque custom op."""
