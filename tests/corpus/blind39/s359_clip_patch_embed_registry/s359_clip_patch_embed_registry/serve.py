import torch

from .modeling_clip import CLIPVisionConfig, CLIPVisionTransformer

vision_model = CLIPVisionTransformer(CLIPVisionConfig(patch_embed_impl="conv")).eval()
compiled_vision_model = torch.compile(vision_model, fullgraph=True)
