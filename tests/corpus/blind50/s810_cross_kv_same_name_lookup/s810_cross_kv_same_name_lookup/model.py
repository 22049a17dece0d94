import torch
import torch.nn.functional as F
from torch import nn

from .mem_cache import CrossKVBuffer, EncoderCacheManager

NUM_LAYERS, NUM_SLOTS, HIDDEN, HEADS = 2, 16, 8, 2
HEAD_DIM = HIDDEN // HEADS


class CrossAttnDecoderLayer(nn.Module):
    def __init__(self, layer_id: int, cross_kv: CrossKVBuffer):
        super().__init__()
        self.layer_id = layer_id
        self.cross_kv = cross_kv
        self.q_proj = nn.Linear(HIDDEN, HIDDEN)
        self.o_proj = nn.Linear(HIDDEN, HIDDEN)

    def forward(self, hidden_states: torch.Tensor, slot_start: int, num_tokens: int) -> torch.Tensor:
        b, s, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(b, s, HEADS, HEAD_DIM).transpose(1, 2)
        k, v = self.cross_kv.get_cross_kv(self.layer_id, slot_start, num_tokens)
        k = k.transpose(0, 1).unsqueeze(0).expand(b, -1, -1, -1)
        v = v.transpose(0, 1).unsqueeze(0).expand(b, -1, -1, -1)
        out = F.scaled_dot_product_attention(q, k, v)
        return hidden_states + self.o_proj(out.transpose(1, 2).reshape(b, s, HIDDEN))


class EncDecEngine:
    def __init__(self):
        self.cross_kv = CrossKVBuffer(NUM_LAYERS, NUM_SLOTS, HEADS, HEAD_DIM)
        self.encoder_cache_manager = EncoderCacheManager(NUM_SLOTS)
        self.layers = nn.ModuleList(CrossAttnDecoderLayer(i, self.cross_kv) for i in range(NUM_LAYERS)).eval()

    def add_request(self, req_id: str, encoder_k: torch.Tensor, encoder_v: torch.Tensor) -> None:
        handle = self.encoder_cache_manager.allocate(req_id, encoder_k.shape[1])
        for layer_id in range(NUM_LAYERS):
            self.cross_kv.set_cross_kv(layer_id, handle.slot_start, encoder_k[layer_id], encoder_v[layer_id])


def make_cross_decode_fn(engine: EncDecEngine, slot_start: int, num_tokens: int):
    layers = engine.layers

    def cross_decode(hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in layers:
            hidden_states = layer(hidden_states, slot_start, num_tokens)
        return hidden_states

    return cross_decode


engine = EncDecEngine()
engine.add_request("req-0", torch.randn(NUM_LAYERS, 5, HEADS, HEAD_DIM), torch.randn(NUM_LAYERS, 5, HEADS, HEAD_DIM))
_handle = engine.encoder_cache_manager.get_cross_kv("req-0")
cross_decode = torch.compile(make_cross_decode_fn(engine, _handle.slot_start, _handle.num_tokens), fullgraph=True)
