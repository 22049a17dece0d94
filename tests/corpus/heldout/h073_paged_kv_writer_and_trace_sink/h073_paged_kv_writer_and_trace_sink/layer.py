import torch
from torch import nn

from . import sinks


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int, layer_id: int, kv_cache: torch.Tensor, kv_writer: sinks.PagedKVWriter) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.kv_cache = kv_cache
        self.kv_writer = kv_writer

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        k = self.k_proj(hidden_states)
        cached = self.kv_writer.write(k, self.kv_cache, layer_id=self.layer_id)
        return hidden_states + self.o_proj(torch.tanh(cached))


class Scheduler:
    def __init__(self, trace_dir: str) -> None:
        self.trace_sink = sinks.RequestTraceSink(trace_dir)

    def finish_request(self, rid: str, num_tokens: int) -> None:
        self.trace_sink.write({"rid": rid, "num_tokens": num_tokens})


layer = DecoderLayer(8, layer_id=1, kv_cache=torch.zeros(2, 16, 8), kv_writer=sinks.PagedKVWriter(page_size=16))
layer_compiled = torch.compile(layer, fullgraph=True)
