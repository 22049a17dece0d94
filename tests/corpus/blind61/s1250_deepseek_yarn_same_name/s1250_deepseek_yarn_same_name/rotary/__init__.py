from .deepseek import DeepseekScalingRotaryEmbedding
from .ntk_alpha import DynamicNTKAlphaRotaryEmbedding

ROPE_CLASSES = {
    "deepseek_yarn": DeepseekScalingRotaryEmbedding,
    "dynamic_alpha": DynamicNTKAlphaRotaryEmbedding,
}


def get_rope_wrapper(head_size, rotary_dim, max_position, base, rope_scaling):
    rope_type = rope_scaling["rope_type"]
    kwargs = {k: v for k, v in rope_scaling.items() if k != "rope_type"}
    return ROPE_CLASSES[rope_type](head_size, rotary_dim, max_position, base, **kwargs)


__all__ = ["DeepseekScalingRotaryEmbedding", "DynamicNTKAlphaRotaryEmbedding", "get_rope_wrapper"]
