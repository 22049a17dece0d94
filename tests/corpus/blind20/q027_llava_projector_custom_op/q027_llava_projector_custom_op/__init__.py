from .modeling import LlavaLikeConfig, LlavaLikeForConditionalGeneration

__all__ = ["LlavaLikeConfig", "LlavaLikeForConditionalGeneration"]
