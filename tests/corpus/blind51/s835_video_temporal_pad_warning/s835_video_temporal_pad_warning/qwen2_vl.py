from typing import List

import torch
from torch import nn

from .mm_utils import Modality, MultimodalDataItem, embed_mm_inputs
from .video_processing import VideoFramePreprocessor


class Qwen2VLForConditionalGeneration(nn.Module):
    image_pad_id = 90
    video_pad_id = 91

    def __init__(self, vocab_size: int = 96, hidden_size: int = 16, frame_numel: int = 3 * 4 * 4):
        super().__init__()
        self.frame_preprocessor = VideoFramePreprocessor(temporal_patch_size=2)
        self.visual = nn.Linear(2 * frame_numel, hidden_size)
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.norm = nn.RMSNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def get_image_feature(self, items: List[MultimodalDataItem]) -> torch.Tensor:
        pixel_values = torch.cat([item.feature.flatten(1) for item in items], dim=0)
        return self.visual(pixel_values)

    def get_video_feature(self, items: List[MultimodalDataItem]) -> torch.Tensor:
        patches = [self.frame_preprocessor.to_patches(item.feature) for item in items]
        return self.visual(torch.cat(patches, dim=0))

    def forward(self, input_ids: torch.Tensor, video_frames: torch.Tensor) -> torch.Tensor:
        mm_items = [MultimodalDataItem(Modality.VIDEO, video_frames, pad_value=self.video_pad_id)]
        hidden_states = embed_mm_inputs(
            input_ids,
            self.embed_tokens,
            mm_items,
            data_embedding_funcs={
                Modality.IMAGE: self.get_image_feature,
                Modality.VIDEO: self.get_video_feature,
            },
        )
        return self.lm_head(self.norm(hidden_states))


model = Qwen2VLForConditionalGeneration().eval()
compiled_forward = torch.compile(model.forward, fullgraph=True)
