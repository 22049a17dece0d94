import torch
from torch import nn

from .buffers import StaticInputBuffers
from .model import DecoderLayer


class GraphModelRunner(nn.Module):
    def __init__(self, max_bs: int = 8, vocab: int = 24, hidden: int = 8, max_pos: int = 32):
        super().__init__()
        self.model = DecoderLayer(vocab, hidden, max_pos, max_reqs=max_bs)
        self.static_inputs = StaticInputBuffers(max_bs)
        self.max_bs = max_bs

    def forward(self, input_ids, positions, req_pool_indices):
        bs = input_ids.shape[0]
        ids, pos, rpi = self.static_inputs.stage(
            bs,
            input_ids=input_ids,
            positions=positions,
            req_pool_indices=req_pool_indices,
        )
        logits = self.model(ids, pos, rpi)
        return logits.log_softmax(dim=-1)


torch.manual_seed(0)
compiled_runner = torch.compile(GraphModelRunner(), fullgraph=True)
