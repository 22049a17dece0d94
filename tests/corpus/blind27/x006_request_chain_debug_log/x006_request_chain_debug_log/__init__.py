"""Per-request logits-processor chains, batched for the sampler."""
from .chain import ProcessorChain, build_chain
from .batch import BatchedLogitsPipeline, run_pipeline

__all__ = ["ProcessorChain", "build_chain", "BatchedLogitsPipeline", "run_pipeline"]
