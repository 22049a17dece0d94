import torch

from s702_qwen2vl_rotary_freq_cache_lock.vision_encoder import Qwen2VisionTransformer, VisionConfig

ENTRY = "s702_qwen2vl_rotary_freq_cache_lock.vision_encoder:Qwen2VisionTransformer.forward"


def inputs():
    cfg = VisionConfig()
    tower = Qwen2VisionTransformer(cfg, image_grid=((1, 4, 4), (1, 2, 4)))
    num_patches = 4 * 4 + 2 * 4
    pixel_values = torch.randn(num_patches, cfg.in_channels * cfg.temporal_patch_size * cfg.patch_size**2)
    return (tower, pixel_values)
