import torch

ENTRY = "c014_pickle_load_calibration.calib:model"


def inputs():
    # the calibration table the case code reads at run time (written here: the case ships no data)
    import pickle
    with open("/tmp/corpus_calibration.pkl", "wb") as fh:
        pickle.dump({"mlp.act": 1.5}, fh)
    return (torch.randn(4, 8),)
