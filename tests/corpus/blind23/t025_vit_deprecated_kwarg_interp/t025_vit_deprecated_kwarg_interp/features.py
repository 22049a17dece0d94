"""Dense feature extraction for the segmentation service (arbitrary input sizes)."""
import torch

from .modeling_vit import ViTConfig, ViTModel

backbone = ViTModel(ViTConfig()).eval()


@torch.compile(fullgraph=True)
def extract_patch_features(pixel_values):
    # old call-site spelling kept for the v1 client
    hidden = backbone(pixel_values, interpolate_pos=True)
    patch_tokens = hidden[:, 1:]
    b, n, d = patch_tokens.shape
    side = pixel_values.shape[-1] // backbone.config.patch_size
    return patch_tokens.transpose(1, 2).reshape(b, d, n // side, side)
