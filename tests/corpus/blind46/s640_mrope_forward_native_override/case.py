import torch

from s640_mrope_forward_native_override.attention import Qwen2VLAttention

ENTRY = "s640_mrope_forward_native_override.attention:Qwen2VLAttention.forward"


def inputs():
    attn = Qwen2VLAttention()
    # 2 text tokens, a 1x2x2 image block (t fixed, h/w vary), then 2 text tokens
    positions = torch.tensor(
        [
            [0, 1, 2, 2, 2, 2, 4, 5],
            [0, 1, 2, 2, 3, 3, 4, 5],
            [0, 1, 2, 3, 2, 3, 4, 5],
        ]
    )
    hidden_states = torch.randn(8, 16)
    return (attn, positions, hidden_states)
