"""3D (t, h, w) position ids for interleaved text / image sequences."""
import torch

from .config import VLTextConfig


class MRopeIndexer:
    def __init__(self, config: VLTextConfig):
        self.image_token_id = config.image_token_id
        self.video_token_id = config.video_token_id
        self.vision_start_token_id = config.vision_start_token_id
        self.merge = config.spatial_merge_size

    def _vision_grid_ids(self, t: int, h: int, w: int, offset):
        llm_h, llm_w = h // self.merge, w // self.merge
        t_index = torch.arange(t).view(-1, 1).expand(-1, llm_h * llm_w).flatten()
        h_index = torch.arange(llm_h).view(1, -1, 1).expand(t, -1, llm_w).flatten()
        w_index = torch.arange(llm_w).view(1, 1, -1).expand(t, llm_h, -1).flatten()
        return torch.stack([t_index, h_index, w_index]) + offset

    def get_rope_index(self, input_ids: torch.Tensor, image_grid_thw: torch.Tensor):
        """input_ids: [seq] (one request); image_grid_thw: [num_images, 3]."""
        vision_start = torch.argwhere(input_ids == self.vision_start_token_id).squeeze(1)
        vision_tokens = input_ids[vision_start + 1]
        image_nums = (vision_tokens == self.image_token_id).sum()

        tokens = input_ids.tolist()
        pieces = []
        st = 0
        image_index = 0
        for _ in range(image_nums):
            ed = tokens.index(self.image_token_id, st)
            t, h, w = image_grid_thw[image_index].tolist()
            image_index += 1
            start_idx = pieces[-1].max() + 1 if pieces else 0
            text_len = ed - st
            pieces.append(torch.arange(text_len).view(1, -1).expand(3, -1) + start_idx)
            pieces.append(self._vision_grid_ids(t, h, w, text_len + start_idx))
            st = ed + t * (h // self.merge) * (w // self.merge)
        if st < len(tokens):
            start_idx = pieces[-1].max() + 1 if pieces else 0
            pieces.append(torch.arange(len(tokens) - st).view(1, -1).expand(3, -1) + start_idx)
        return torch.cat(pieces, dim=1)
