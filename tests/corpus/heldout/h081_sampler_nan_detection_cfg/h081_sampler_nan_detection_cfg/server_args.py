from dataclasses import dataclass


@dataclass
class SamplingBackendArgs:
    sampling_backend: str = "pytorch"
    enable_nan_detection: bool = False
    disable_host_checks: bool = False

    def should_check_nan(self) -> bool:
        return self.enable_nan_detection and not self.disable_host_checks
