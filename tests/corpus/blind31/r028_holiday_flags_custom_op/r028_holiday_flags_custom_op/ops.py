import numpy as np
import torch

from .calendar_tables import HOLIDAY_DAYS


@torch.library.custom_op("corpus_r028::holiday_flags", mutates_args=())
def holiday_flags(day_index: torch.Tensor) -> torch.Tensor:
    days = day_index.cpu().numpy()
    is_holiday = np.isin(days, HOLIDAY_DAYS)
    is_weekend = ((days + 3) % 7) >= 5  # 1970-01-01 was a Thursday
    flags = np.stack([is_holiday, is_weekend], axis=-1).astype(np.float32)
    return torch.from_numpy(flags).to(day_index.device)


@holiday_flags.register_fake
def _(day_index: torch.Tensor) -> torch.Tensor:
    return day_index.new_empty((*day_index.shape, 2), dtype=torch.float32)
