import torch

from .mm_utils import merge_multimodal_embeddings

IMAGE_TOKEN_ID = 31
HIDDEN_SIZE = 8

_word_embeddings = torch.nn.Embedding(32, HIDDEN_SIZE)
_visual_merger = torch.nn.Sequential(
    torch.nn.LayerNorm(4 * 12),
    torch.nn.Linear(4 * 12, HIDDEN_SIZE),
    torch.nn.GELU(),
    torch.nn.Linear(HIDDEN_SIZE, HIDDEN_SIZE),
)


def _patch_merge(patch_embeds: torch.Tensor, merge_size: int = 2) -> torch.Tensor:
    # (num_images, h, w, c) -> (num_images, h/2 * w/2, 4c), Qwen2-VL style 2x2 merge
    n, h, w, c = patch_embeds.shape
    x = patch_embeds.view(n, h // merge_size, merge_size, w // merge_size, merge_size, c)
    x = x.permute(0, 1, 3, 2, 4, 5).reshape(n, (h // merge_size) * (w // merge_size), merge_size * merge_size * c)
    return _visual_merger(x)


@torch.compile(fullgraph=True, dynamic=False)
def embed_with_images(input_ids: torch.Tensor, patch_embeds: torch.Tensor) -> torch.Tensor:
    inputs_embeds = _word_embeddings(input_ids)
    image_embeds = _patch_merge(patch_embeds)
    return merge_multimodal_embeddings(input_ids, inputs_embeds, list(image_embeds.unbind(0)), IMAGE_TOKEN_ID)
