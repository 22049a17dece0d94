"""Inference-time TIES merging of several fine-tuned task deltas."""
