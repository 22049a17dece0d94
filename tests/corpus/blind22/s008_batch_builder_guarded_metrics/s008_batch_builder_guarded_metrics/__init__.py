"""Input-batch builder: pads decode batches and computes KV slot mappings."""
from .batch_builder import BUILDER, InputBatchBuilder

__all__ = ["BUILDER", "InputBatchBuilder"]
