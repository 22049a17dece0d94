import torch

from s470_mrope_validate_is_compiling.attention import Qwen2VLTextAttention

ENTRY = "s470_mrope_validate_is_compiling.attention:Qwen2VLTextAttention.forward"


def inputs():
    torch.manual_seed(0)
    attn = Qwen2VLTextAttention()
    # 2 text tokens, a 1x2x2 image (4 tokens), 1 text token
    positions = torch.tensor([
        [0, 1, 2, 2, 2, 2, 4],
        [0, 1, 2, 2, 3, 3, 4],
        [0, 1, 2, 3, 2, 3, 4],
    ])
    hidden_states = torch.randn(7, 32)
    return (attn, positions, hidden_states)
