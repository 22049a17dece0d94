import torch

from .calibration import ActivationCalibrator
from .config import CalibrationConfig, ModelConfig
from .modeling import LlamaModel


def build_calibration_model(model_config: ModelConfig, calib_config: CalibrationConfig):
    torch.manual_seed(0)
    model = LlamaModel(model_config).eval()
    calibrator = None
    if calib_config.enabled:
        calibrator = ActivationCalibrator(calib_config)
        calibrator.attach(model)
    return model, calibrator


model, calibrator = build_calibration_model(ModelConfig(), CalibrationConfig())
compiled_model = torch.compile(model, fullgraph=True)


@torch.no_grad()
def run_calibration(batches):
    for hidden_states in batches:
        compiled_model(hidden_states)
    return calibrator.scales() if calibrator is not None else {}
