import torch

ENTRY = "s839_mrope_triton_env_dead_branch.layers.attention:compiled_attn"


def inputs():
    # 3D positions (t, h, w) for 6 tokens: 2 text, a 1x2x2 image, then text
    positions = torch.tensor(
        [
            [0, 1, 2, 2, 2, 2],
            [0, 1, 2, 2, 3, 3],
            [0, 1, 2, 3, 2, 3],
        ]
    )
    hidden_states = torch.randn(6, 32)
    return (positions, hidden_states)
