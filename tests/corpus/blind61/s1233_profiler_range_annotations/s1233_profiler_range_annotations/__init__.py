from .model import Qwen2ForCausalLM, compiled_model

__all__ = ["Qwen2ForCausalLM", "compiled_model"]
