from . import custom_ops  # noqa: F401  (registers torch.ops.corpus_s889.*)
from .postprocess import get_logits_postprocessor
from .sampler_head import SamplerHead, sample_head_step

__all__ = ["get_logits_postprocessor", "SamplerHead", "sample_head_step"]
