import torch
import torch.nn as nn

from .relative_bias import UMT5RelativeBias

N_LAYERS, N_HEADS, D_KV = 2, 2, 8

BIASES = nn.ModuleList(UMT5RelativeBias(num_heads=N_HEADS) for _ in range(N_LAYERS))


@torch.compile(fullgraph=True, dynamic=False)
def umt5_encoder_attention_probs(query_states, key_states):
    """[layers, b, h, q, d] x [layers, b, h, k, d] -> attention probabilities per layer."""
    q_len, k_len = query_states.shape[-2], key_states.shape[-2]
    probs = []
    for layer_idx in range(N_LAYERS):
        scores = query_states[layer_idx] @ key_states[layer_idx].transpose(-1, -2)
        scores = scores + BIASES[layer_idx](q_len, k_len)
        probs.append(torch.softmax(scores.float(), dim=-1).type_as(scores))
    return torch.stack(probs)
