import torch
import torch.nn as nn
import torch.nn.functional as F

from .cross_kv import WhisperCrossKVWriter

NUM_LAYERS, D_MODEL, N_HEADS = 2, 16, 2
HEAD_DIM = D_MODEL // N_HEADS

k_proj = nn.ModuleList(nn.Linear(D_MODEL, D_MODEL, bias=False) for _ in range(NUM_LAYERS))
v_proj = nn.ModuleList(nn.Linear(D_MODEL, D_MODEL) for _ in range(NUM_LAYERS))
q_proj = nn.ModuleList(nn.Linear(D_MODEL, D_MODEL) for _ in range(NUM_LAYERS))
writer = WhisperCrossKVWriter(NUM_LAYERS, num_slots=32, num_heads=N_HEADS, head_dim=HEAD_DIM)


@torch.compile(fullgraph=True, dynamic=False)
def cross_attention_prefill(decoder_hidden, encoder_hidden_states, slot_mapping):
    """decoder_hidden: [T, D]; encoder_hidden_states: [S, D] (one request); slot_mapping: [S]."""
    out = decoder_hidden
    valid = (slot_mapping >= 0).to(out.dtype)
    for layer_idx in range(NUM_LAYERS):
        key = k_proj[layer_idx](encoder_hidden_states).view(-1, N_HEADS, HEAD_DIM)
        value = v_proj[layer_idx](encoder_hidden_states).view(-1, N_HEADS, HEAD_DIM)
        writer.write(layer_idx, key, value, slot_mapping)
        k, v = writer.gather(layer_idx, slot_mapping)
        q = q_proj[layer_idx](out).view(-1, N_HEADS, HEAD_DIM).transpose(0, 1)
        bias = (1.0 - valid)[None, None, :] * -1e4
        attn = F.scaled_dot_product_attention(q, k.transpose(0, 1), v.transpose(0, 1), attn_mask=bias)
        out = out + attn.transpose(0, 1).reshape(-1, D_MODEL)
    return out
