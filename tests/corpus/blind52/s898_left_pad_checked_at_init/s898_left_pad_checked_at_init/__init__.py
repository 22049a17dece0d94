from .modeling import GemmaLikeConfig, GemmaLikeForCausalLM, run_prefill

__all__ = ["GemmaLikeConfig", "GemmaLikeForCausalLM", "run_prefill"]
