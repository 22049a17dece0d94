import torch
import torch.nn as nn

from .postprocess import M3Output, make_postprocessor


class BGEM3Embedder(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8, return_sparse: bool = True):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.layer = nn.Sequential(
            nn.Linear(hidden_size, hidden_size), nn.GELU(), nn.LayerNorm(hidden_size)
        )
        self.sparse_linear = nn.Linear(hidden_size, 1)
        self.postprocess = make_postprocessor(return_dense=True, return_sparse=return_sparse)

    def forward(self, input_ids: torch.Tensor) -> M3Output:
        hidden_states = self.layer(self.embed_tokens(input_ids))
        return self.postprocess(hidden_states, input_ids, self.sparse_linear)


def build_embedder(**kwargs) -> BGEM3Embedder:
    return BGEM3Embedder(**kwargs).eval()


model = build_embedder()
encode = torch.compile(model.forward, fullgraph=True)
