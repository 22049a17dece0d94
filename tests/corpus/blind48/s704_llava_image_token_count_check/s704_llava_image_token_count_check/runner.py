import torch

from .config import LlavaConfig
from .modeling_llava import LlavaModel

_model = LlavaModel(LlavaConfig()).eval()


@torch.compile(fullgraph=True)
def embed_prefill(input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _model.get_input_embeddings(input_ids, pixel_values)
