from typing import Optional, Tuple

import torch


class Platform:
    device_type: str = "cpu"

    def get_device_capability(self) -> Optional[Tuple[int, int]]:
        return None

    def has_device_capability(self, capability: int) -> bool:
        cap = self.get_device_capability()
        if cap is None:
            return False
        return cap[0] * 10 + cap[1] >= capability

    def supports_fp8(self) -> bool:
        return self.has_device_capability(89)


class CudaPlatform(Platform):
    device_type = "cuda"

    def get_device_capability(self) -> Optional[Tuple[int, int]]:
        return torch.cuda.get_device_capability()


current_platform: Platform = CudaPlatform() if torch.cuda.is_available() else Platform()
