from .logits_processor import LogitsProcessor
from .gemma2_causal_lm import Gemma2ForCausalLM, compute_logits

__all__ = ["LogitsProcessor", "Gemma2ForCausalLM", "compute_logits"]
