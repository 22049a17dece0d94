import torch

from s463_yarn_attention_factor_property import RopeScalingConfig, YaRNScalingRotaryEmbedding

ENTRY = "s463_yarn_attention_factor_property.yarn:YaRNScalingRotaryEmbedding.forward_native"


def inputs():
    scaling = RopeScalingConfig.from_hf_dict(
        {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32}
    )
    rope = YaRNScalingRotaryEmbedding(
        head_size=16, rotary_dim=8, max_position_embeddings=32, base=10000.0, scaling=scaling
    )
    positions = torch.tensor([0, 1, 2, 40])
    query = torch.randn(4, 2 * 16)
    key = torch.randn(4, 1 * 16)
    return (rope, positions, query, key)
