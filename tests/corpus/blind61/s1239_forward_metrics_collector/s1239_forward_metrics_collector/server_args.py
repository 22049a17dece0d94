import dataclasses
from typing import Dict, Optional


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "dummy"
    hidden_size: int = 8
    num_layers: int = 2
    enable_metrics: bool = False
    enable_metrics_for_all_layers: bool = False
    collect_tokens_histogram: bool = False
    metrics_labels: Optional[Dict[str, str]] = None

    def metric_labels(self) -> Dict[str, str]:
        labels = {"model_name": self.model_path}
        if self.metrics_labels:
            labels.update(self.metrics_labels)
        return labels
