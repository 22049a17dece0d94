import torch

from .bert import BertEmbeddingModel

_model = BertEmbeddingModel().eval()


@torch.compile(fullgraph=True)
def encode(inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _model(inputs_embeds, attention_mask)
