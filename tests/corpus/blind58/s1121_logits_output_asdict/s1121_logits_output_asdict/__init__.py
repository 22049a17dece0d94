from .model import TinyCausalLM, compiled_model
from .outputs import LogitsProcessorOutput

__all__ = ["TinyCausalLM", "compiled_model", "LogitsProcessorOutput"]
