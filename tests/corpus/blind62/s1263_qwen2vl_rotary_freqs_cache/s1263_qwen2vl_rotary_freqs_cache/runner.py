import torch

from .vision_tower import Qwen2VisionTransformer


def build_vision_pos_ids(grid_thw: list, spatial_merge_size: int) -> torch.Tensor:
    pos_ids = []
    for t, h, w in grid_thw:
        hpos_ids = torch.arange(h).unsqueeze(1).expand(-1, w)
        hpos_ids = hpos_ids.reshape(h // spatial_merge_size, spatial_merge_size, w // spatial_merge_size, spatial_merge_size)
        hpos_ids = hpos_ids.permute(0, 2, 1, 3).flatten()
        wpos_ids = torch.arange(w).unsqueeze(0).expand(h, -1)
        wpos_ids = wpos_ids.reshape(h // spatial_merge_size, spatial_merge_size, w // spatial_merge_size, spatial_merge_size)
        wpos_ids = wpos_ids.permute(0, 2, 1, 3).flatten()
        pos_ids.append(torch.stack([hpos_ids, wpos_ids], dim=-1).repeat(t, 1))
    return torch.cat(pos_ids, dim=0)


class VisionEncoderRunner:
    def __init__(self, model: Qwen2VisionTransformer):
        self.model = model.eval()

    def prepare_inputs(self, image_grid_thw: list):
        grid_thw = torch.tensor(image_grid_thw, dtype=torch.int64)
        pos_ids = build_vision_pos_ids(image_grid_thw, self.model.spatial_merge_size)
        return grid_thw, pos_ids


_runner = VisionEncoderRunner(Qwen2VisionTransformer())
encode = torch.compile(_runner.model.forward, fullgraph=True)
