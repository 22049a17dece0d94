from .modeling_olmoe import OlmoeConfig, OlmoeSparseMoeBlock

__all__ = ["OlmoeConfig", "OlmoeSparseMoeBlock"]
