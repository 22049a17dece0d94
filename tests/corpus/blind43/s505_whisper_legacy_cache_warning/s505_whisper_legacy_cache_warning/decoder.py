import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache_utils import EncoderDecoderCache

D_MODEL, N_HEADS, N_LAYERS, VOCAB = 16, 2, 2, 80
HEAD_DIM = D_MODEL // N_HEADS


class TinyWhisperDecoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(VOCAB, D_MODEL)
        self.embed_positions = nn.Embedding(64, D_MODEL)
        self.qkv = nn.ModuleList(nn.Linear(D_MODEL, 3 * D_MODEL) for _ in range(N_LAYERS))
        self.cross_q = nn.ModuleList(nn.Linear(D_MODEL, D_MODEL) for _ in range(N_LAYERS))
        self.out = nn.ModuleList(nn.Linear(D_MODEL, D_MODEL) for _ in range(N_LAYERS))


DECODER = TinyWhisperDecoder()


def _heads(x):
    b, t, _ = x.shape
    return x.view(b, t, N_HEADS, HEAD_DIM).transpose(1, 2)


def whisper_decode_step(input_ids, past_key_values):
    if isinstance(past_key_values, tuple):
        past_key_values = EncoderDecoderCache.from_legacy_cache(past_key_values)
    past_len = past_key_values.get_seq_length()
    positions = torch.arange(past_len, past_len + input_ids.shape[1])
    hidden = DECODER.embed_tokens(input_ids) + DECODER.embed_positions(positions)
    for i in range(N_LAYERS):
        q, k, v = DECODER.qkv[i](hidden).chunk(3, dim=-1)
        k, v = past_key_values.self_attention_cache[i].update(_heads(k), _heads(v))
        hidden = hidden + F.scaled_dot_product_attention(_heads(q), k, v).transpose(1, 2).flatten(2)
        cross = past_key_values.cross_attention_cache[i]
        cq = _heads(DECODER.cross_q[i](hidden))
        attn = F.scaled_dot_product_attention(cq, cross.keys, cross.values)
        hidden = hidden + DECODER.out[i](attn.transpose(1, 2).flatten(2))
    return hidden @ DECODER.embed_tokens.weight.t()


step = torch.compile(whisper_decode_step, fullgraph=True)
