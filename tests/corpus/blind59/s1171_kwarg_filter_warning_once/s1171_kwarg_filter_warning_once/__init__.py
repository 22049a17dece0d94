from .hf_wrapper import HFCausalLMWrapper
from .modeling_toy import ToyConfig, ToyForCausalLM

__all__ = ["HFCausalLMWrapper", "ToyConfig", "ToyForCausalLM"]
