import torch


class CalibrationMixin:
    """Records activation statistics during calibration runs."""

    calib_enabled: bool = True

    def _init_calibration(self, channels: int):
        self.register_buffer("running_amax", torch.zeros(channels))
        self._num_batches = 0

    @torch.compiler.disable
    def _record_amax(self, name: str, x: torch.Tensor) -> None:
        amax = x.detach().abs().reshape(-1, x.shape[-1]).amax(dim=0)
        torch.maximum(self.running_amax, amax, out=self.running_amax)
        self._num_batches += 1

    def maybe_record(self, name: str, x: torch.Tensor) -> torch.Tensor:
        if self.calib_enabled:
            self._record_amax(name, x)
        return x
