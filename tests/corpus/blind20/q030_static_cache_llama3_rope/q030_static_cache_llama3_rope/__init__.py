from .modeling import TinyModelForCausalLM, runner

__all__ = ["TinyModelForCausalLM", "runner"]
